import { SettingsPage } from '@/features/account/components/settings-page';

export default SettingsPage;
