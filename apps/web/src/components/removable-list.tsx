// A short list whose rows each end with a × that takes the row away (for those who may: without
// `remove` the rows have none): a case's videos, a video's resale products.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';
import { RemoveButton } from './remove-button.tsx';

type Props<Item> = {
  items: Item[];
  itemKey: (item: Item) => string | number;
  testId?: string;
  itemTestId: string;
  /** Data attributes of a row (`data-…`), for tests that pick a row. */
  itemData?: (item: Item) => Record<`data-${string}`, string>;
  /** The × of each row: its tooltip, its screen-reader label naming the row, and what it does. */
  remove?: { tooltip: string; label: (item: Item) => string; onClick: (item: Item) => void; testId: string };
  children: (item: Item) => ReactNode;
};

export function RemovableList<Item>({ items, itemKey, testId, itemTestId, itemData, remove, children }: Props<Item>) {
  return (
    <List dense disablePadding data-testid={testId}>
      {items.map((item) => (
        <ListItem
          key={itemKey(item)}
          disableGutters
          data-testid={itemTestId}
          {...itemData?.(item)}
          secondaryAction={
            remove && <RemoveButton tooltip={remove.tooltip} label={remove.label(item)} onClick={() => remove.onClick(item)} testId={remove.testId} />
          }
        >
          {children(item)}
        </ListItem>
      ))}
    </List>
  );
}
