import { PageTitle } from '../../components/page-title.tsx';

export default function ReplenishPage() {
  return <PageTitle id="page.replenish" />;
}
