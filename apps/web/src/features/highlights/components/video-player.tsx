import { safeExternalUrl, toEmbedUrl } from '@esr/domain';
import type { Schemas } from '@esr/sdk';
import { Modal } from '@/components/ui/modal';
import { useT, type MessageId } from '@/lib/i18n';

// Not spec strings: the spec does not say what happens to a link that has no embed form (docs/decisions/0520).
// Message ids: tests read their English with translator().
export const CANNOT_EMBED = 'highlights.cannotEmbed' satisfies MessageId;
export const WATCH_ON_SITE = 'highlights.watchOnSite' satisfies MessageId;
export const CLOSE_PLAYER = 'highlights.closePlayer' satisfies MessageId;

/** The modal player: the video's link in embed form in an iframe, or a link out when it has none. */
export function VideoPlayer({ video, onClose }: { video: Schemas['Video'] | null; onClose: () => void }) {
  const t = useT();
  const embed = video ? toEmbedUrl(video.link) : null;
  const external = video ? safeExternalUrl(video.link) : null;
  return (
    <Modal
      open={video !== null}
      onClose={onClose}
      title={video?.title ?? ''}
      className="video-player"
      closeLabel={t(CLOSE_PLAYER)}
    >
      {embed ? (
        <div className="video-player__frame">
          <iframe
            src={embed}
            title={video?.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <div className="video-player__fallback">
          <p>{t(CANNOT_EMBED)}</p>
          {external ? (
            <a href={external} target="_blank" rel="noopener noreferrer" className="video-player__external">
              {t(WATCH_ON_SITE)}
            </a>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
