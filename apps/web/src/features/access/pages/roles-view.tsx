// The role explanations' body: the rules, one role at a time chosen from tabs, the page matrix with
// that role highlighted, and who may invite whom.
import type { BaseAccountType } from '@chorus/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { roleExplanations } from '../utils/role-table.ts';
import '../i18n.ts';
import { RoleDetail } from './role-detail.tsx';
import { InviteMatrix, PageMatrix } from './role-matrices.tsx';
import { roleRules, roleTabs } from './roles-model.ts';

export function RolesView({ mine, selected, onSelect }: { mine: BaseAccountType; selected: BaseAccountType; onSelect: (role: BaseAccountType) => void }) {
  const { t } = useTranslation();
  const tabs = roleTabs(
    roleExplanations.map((e) => e.role),
    mine,
    selected,
  );
  return (
    <>
      <SectionCard title={t('access:roles.rulesTitle')}>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }} data-testid="roles-rules">
          {roleRules.map((rule) => (
            <li key={rule}>
              <Typography variant="body2">{t(`access:roles.rules.${rule}`)}</Typography>
            </li>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title={t('access:roles.byRoleTitle')} subtitle={t('access:roles.byRoleHelp')}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }} role="tablist" aria-label={t('access:roles.byRoleTitle')}>
          {tabs.map((tab) => (
            <Chip
              key={tab.role}
              role="tab"
              aria-selected={tab.selected}
              label={tab.mine ? `${t(`nav:roles.${tab.role}`)} · ${t('access:roles.you')}` : t(`nav:roles.${tab.role}`)}
              color={tab.selected ? 'primary' : 'default'}
              variant={tab.selected ? 'filled' : 'outlined'}
              onClick={() => onSelect(tab.role)}
              data-testid={`roles-pick-${tab.role}`}
            />
          ))}
        </Stack>
        <RoleDetail role={selected} />
      </SectionCard>

      <SectionCard title={t('access:roles.matrixTitle')} subtitle={t('access:roles.matrixHelp')} flush>
        <PageMatrix highlight={selected} />
      </SectionCard>

      <SectionCard title={t('access:roles.inviteTitle')} subtitle={t('access:roles.inviteHelp')} flush>
        <InviteMatrix />
      </SectionCard>
    </>
  );
}
