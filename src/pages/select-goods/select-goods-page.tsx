import { PageTitle } from '../../components/page-title.tsx';

export default function SelectGoodsPage() {
  return <PageTitle id="page.selectGoods" />;
}
