import { PageTitle } from '../../components/page-title.tsx';

export default function RechargePage() {
  return <PageTitle id="page.recharge" />;
}
