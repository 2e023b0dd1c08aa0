import brand from 'virtual:brand';
import { Link } from 'wouter';
import { PromotionButton } from '../components/promotion-button.tsx';
import { PATHS } from './paths.ts';
import { UserBox } from './user-box.tsx';

/** Logo (hidden on replenishment, spec section 2) and the user box. */
export function Header({ replenishMode }: { replenishMode: boolean }) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {!replenishMode ? (
          <Link href={PATHS.home} className="brand-link">
            <img src={brand.logoUrl} alt="" width="32" height="32" />
            <span className="brand-name">{brand.name}</span>
          </Link>
        ) : <span className="brand-name">{brand.name}</span>}
        <PromotionButton />
        <UserBox replenishMode={replenishMode} />
      </div>
    </header>
  );
}
