import { useState } from 'react';
import { gameIconUrl } from '@/components/ui/artwork';
import { Image } from '@/components/ui/image';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n';
import { mediaUrl } from '@/lib/media-url';
import './challenge-thumbnail.css';

/** A challenge's thumbnail; a click shows it enlarged in a dialog (spec section 2). */
export function ChallengeThumbnail({ src, name }: { src: string; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const url = src ? mediaUrl(src) : gameIconUrl(null);
  const fallback = gameIconUrl(null);
  return (
    <>
      <button
        type="button"
        className="challenge-thumb"
        onClick={() => setOpen(true)}
        aria-label={t('challenges.enlargeImage', { name })}
      >
        <Image
          className="challenge-thumb__image"
          src={url}
          fallbackSrc={fallback}
          alt=""
          width={320}
          height={180}
        />
        <span className="challenge-thumb__zoom" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none">
            <path
              d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4M11 8v6m-3-3h6"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={name} className="challenge-thumb__dialog">
        <Image
          className="challenge-thumb__large"
          src={url}
          fallbackSrc={fallback}
          alt={name}
          width={1280}
          height={720}
          priority
        />
      </Modal>
    </>
  );
}
