import type { ReactNode } from 'react';
import { gameIconUrl } from '@/components/ui/artwork';
import { ErrorMessage } from '@/components/ui/error-message';
import { Image } from '@/components/ui/image';
import { Loading } from '@/components/ui/loading';
import { VisitorInvite } from '@/components/ui/visitor-invite';
import { errorMessage } from '@/lib/api-error';
import { useReadAccess } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT } from '@/lib/i18n';
import { COMPLETED_TASKS_FAILED, useCompletedTasks } from '../api/list-completed-tasks';
import { mediaUrl } from '@/lib/media-url';
import { ClaimedBadge } from './claimed-badge';
import './challenges.css';

/** /completed (spec section 2): the 'Completed Tasks' list, each CLAIMED, or 'No completed tasks available'. */
export function CompletedPage() {
  const t = useT();
  const title = t('copy.completedTasks');
  useDocumentTitle(title);
  // A visitor is invited to subscribe instead of failed (decision 0580): the call needs a subscriber.
  const { enabled, visitor } = useReadAccess();
  const tasks = useCompletedTasks({ enabled });

  let content: ReactNode;
  if (tasks.isError) {
    content = <ErrorMessage>{t.message(errorMessage(tasks.error, COMPLETED_TASKS_FAILED))}</ErrorMessage>;
  } else if (visitor) content = <VisitorInvite what={title} />;
  else if (!tasks.data) content = <Loading />;
  else if (tasks.data.length === 0)
    content = <p className="notice challenges__empty">{t('messages.noCompletedTasks')}</p>;
  else
    content = (
      <ul className="completed-list">
        {tasks.data.map((task, index) => (
          <li key={`${task.challenge_uuid}-${index}`} className="completed-item">
            <Image
              className="completed-item__image"
              src={task.thumbnail ? mediaUrl(task.thumbnail) : gameIconUrl(null)}
              fallbackSrc={gameIconUrl(null)}
              alt=""
              width={160}
              height={90}
            />
            <div className="completed-item__body">
              <h2 className="completed-item__name">{task.challenge_name}</h2>
              <p className="completed-item__prize">{t('messages.entryFeeCredits', { n: task.prize })}</p>
            </div>
            <ClaimedBadge />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page completed">
      <header>
        <h1 className="page__title">{title}</h1>
      </header>
      {content}
    </div>
  );
}
