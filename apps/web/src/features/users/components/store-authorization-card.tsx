// Spec 2 profile: "e-commerce store authorization by store URL", for advertiser and reseller
// administrators (spec 6 authorizeShop). The store connection comes with the reseller feature;
// until then the section says so plainly and offers nothing to fill in.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';

export function StoreAuthorizationCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('profile.store.title')} testId="store-authorization">
      <Alert severity="info" data-testid="store-authorization-coming">
        {t('profile.store.coming')}
      </Alert>
    </SectionCard>
  );
}
