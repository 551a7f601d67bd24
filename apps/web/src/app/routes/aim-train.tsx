import { AimTrainPage } from '@/features/aim-train/components/aim-train-page';

export default AimTrainPage;
