// Role explanations (spec 6): what each role sees and may do, and who may invite whom, generated
// from the contract's capability table and navigation (utils/role-table.ts).
// The container: the reader's own role (shown first) and the way back to permissions.
import { baseAccountType, type BaseAccountType } from '@chorus/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { RolesView } from './roles-view.tsx';

export function RolesPage() {
  const { t } = useTranslation();
  const { user, canSeePage } = useAccess();
  const mine = baseAccountType(user.account_type);
  const [selected, setSelected] = useState<BaseAccountType>(mine);

  return (
    <DashboardPage
      maxWidth={1280}
      title={t('access:roles.title')}
      subtitle={t('access:roles.help')}
      actions={
        canSeePage('permission') && (
          <Button component={RouterLink} to="/dashboard/permission" variant="outlined" data-testid="roles-back">
            {t('access:roles.back')}
          </Button>
        )
      }
    >
      <RolesView mine={mine} selected={selected} onSelect={setSelected} />
    </DashboardPage>
  );
}
