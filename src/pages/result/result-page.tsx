import { PageTitle } from '../../components/page-title.tsx';

export default function ResultPage() {
  return <PageTitle id="page.result" />;
}
