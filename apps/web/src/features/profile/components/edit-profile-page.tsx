import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Loading } from '@/components/ui/loading';
import { errorMessage, serverMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useT, type MessageId } from '@/lib/i18n';
import { useProfile } from '@/lib/queries/get-profile';
import { EditProfileForm } from './edit-profile-form';
import './profile.css';

/** Shown when the profile cannot be read to prefill the form (no spec text; decision 0540). */
export const PROFILE_LOAD_FAILED = 'profile.loadFailed' satisfies MessageId;
export const TRY_AGAIN = 'profile.tryAgain' satisfies MessageId;

/** /edit-profile (spec sections 2, 3, 5, 7 and 8): the profile, prefilled from getProfile. */
export function EditProfilePage() {
  const t = useT();
  useDocumentTitle(t('copy.editProfile'));
  const { isLoggedIn } = useSession();
  const profile = useProfile({ enabled: isLoggedIn });

  let content;
  if (profile.data) content = <EditProfileForm profile={profile.data} />;
  else if (profile.isError)
    content = (
      <div className="edit-profile__failed">
        <ErrorMessage>
          {t.message(serverMessage(profile.error) ?? errorMessage(profile.error, PROFILE_LOAD_FAILED))}
        </ErrorMessage>
        <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          {t(TRY_AGAIN)}
        </Button>
      </div>
    );
  else if (!isLoggedIn) content = <p className="notice">{t(PROFILE_LOAD_FAILED)}</p>;
  else content = <Loading />;

  return (
    <div className="page edit-profile">
      <header>
        <h1 className="page__title">{t('copy.editProfile')}</h1>
      </header>
      {content}
    </div>
  );
}
