// The frame of the prospects' small forms: the shared confirm dialog, with test ids from its name
// (`<name>-dialog`, `<name>-submit`).
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

type Props = { name: string; open: boolean; title: string; confirm: string; onConfirm: () => Promise<void | false>; onClose: () => void; children: ReactNode };

export function ProspectDialog({ name, confirm, ...dialog }: Props) {
  return <ConfirmDialog {...dialog} confirmLabel={confirm} testId={`${name}-dialog`} confirmTestId={`${name}-submit`} />;
}
