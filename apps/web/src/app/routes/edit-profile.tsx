import { EditProfilePage } from '@/features/profile/components/edit-profile-page';

export default EditProfilePage;
