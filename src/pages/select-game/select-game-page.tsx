import { PageTitle } from '../../components/page-title.tsx';

export default function SelectGamePage() {
  return <PageTitle id="page.selectGame" />;
}
