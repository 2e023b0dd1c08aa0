import { Link } from 'wouter';
import { PageTitle } from '../../components/page-title.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PATHS } from '../../app/paths.ts';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="card center">
      <PageTitle id="notFound.title" />
      <p>{t('notFound.body')}</p>
      <Link href={PATHS.home} className="button primary">{t('notFound.home')}</Link>
    </section>
  );
}
