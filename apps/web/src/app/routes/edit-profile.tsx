import { NotBuiltYet } from '@/components/ui/not-built-yet';

// Placeholder: replaced by the page's own route module.
export default function Page() {
  return <NotBuiltYet title="Edit Profile" />;
}
