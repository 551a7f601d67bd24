import type { Schemas } from '@esr/sdk';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { gameIconUrl } from '@/components/ui/artwork';
import { ErrorMessage } from '@/components/ui/error-message';
import { Image } from '@/components/ui/image';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { translator, useT, type MessageId, type Translate } from '@/lib/i18n';
import { useGameVideos } from '../api/list-game-videos';
import { mediaUrl } from '@/lib/media-url';
import { VideoPlayer } from './video-player';
import './highlights.css';

// Message ids: tests read their English with translator().
export const VIDEO_LIST_LABEL = 'highlights.videosLabel' satisfies MessageId;
export const ALL_HIGHLIGHTS = 'highlights.allHighlights' satisfies MessageId;

/**
 * The page heading: '{gameName} Highlights', or 'Game Highlights' without a name (docs/decisions/0520), in
 * the active language unless `t` says otherwise. The game's name stays as the API wrote it.
 */
export function gameHighlightsTitle(gameName: string, t: Translate = translator()): string {
  return gameName ? t('highlights.gameTitle', { gameName }) : t('copy.gameHighlights');
}

function VideoCard({ video, onPlay }: { video: Schemas['Video']; onPlay: () => void }) {
  const fallback = gameIconUrl(video.game);
  return (
    <li>
      <button type="button" className="video-card hover-lift" onClick={onPlay}>
        <span className="video-card__thumb">
          <Image
            src={mediaUrl(video.thumbnail) ?? fallback}
            fallbackSrc={fallback}
            alt=""
            width={320}
            height={180}
          />
          <span className="video-card__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </span>
        <span className="video-card__title">{video.title}</span>
      </button>
    </li>
  );
}

/**
 * /game-highlights?gameId&gameName (spec sections 2 and 8): the game's video cards; a click opens the modal
 * player with the link in embed form.
 */
export function GameHighlightsPage() {
  const [params] = useSearchParams();
  const gameId = params.get('gameId')?.trim() ?? '';
  const gameName = params.get('gameName')?.trim() ?? '';
  const t = useT();
  const title = gameHighlightsTitle(gameName, t);
  useDocumentTitle(title);
  const { enabled, visitor } = useReadAccess();
  const videos = useGameVideos(gameId, { enabled });
  const [playing, setPlaying] = useState<Schemas['Video'] | null>(null);

  let content: ReactNode;
  if (!gameId) content = <ErrorMessage>{t('messages.noGameIdProvided')}</ErrorMessage>;
  else if (videos.isError) {
    content = (
      <ErrorMessage>{t.message(errorMessage(videos.error, 'messages.failedToLoadGameVideos'))}</ErrorMessage>
    );
  } else if (visitor) content = <VisitorInvite what={title} />;
  else if (!videos.data) content = <Loading />;
  else if (videos.data.length === 0) {
    content = <p className="notice highlights__empty">{t('messages.noVideosFound')}</p>;
  } else {
    content = (
      <ul className="video-grid" aria-label={t(VIDEO_LIST_LABEL)}>
        {videos.data.map((video) => (
          <VideoCard key={video.id} video={video} onPlay={() => setPlaying(video)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="page highlights">
      <header className="highlights__header">
        <h1 className="page__title">{title}</h1>
        <Link to={paths.highlights.getHref()} className="highlights__back">
          {t(ALL_HIGHLIGHTS)}
        </Link>
      </header>
      {content}
      <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </div>
  );
}
