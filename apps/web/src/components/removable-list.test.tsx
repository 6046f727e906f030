// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemovableList } from './removable-list.tsx';

const items = [
  { id: 1, title: 'Video A' },
  { id: 2, title: 'Video B' },
];

describe('RemovableList', () => {
  it('draws each row with its data attributes and a × naming the row, which removes that row', () => {
    const onClick = vi.fn();
    render(
      <RemovableList
        items={items}
        itemKey={(v) => v.id}
        testId="videos"
        itemTestId="video"
        itemData={(v) => ({ 'data-video': String(v.id) })}
        remove={{ tooltip: 'Remove', label: (v) => `Remove ${v.title}`, onClick, testId: 'video-remove' }}
      >
        {(v) => <span>{v.title}</span>}
      </RemovableList>,
    );
    const rows = screen.getAllByTestId('video');
    expect(rows.map((row) => [row.getAttribute('data-video'), row.textContent])).toEqual([
      ['1', 'Video A×'],
      ['2', 'Video B×'],
    ]);
    expect(screen.getByTestId('videos').contains(rows[0]!)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Video B' }));
    expect(onClick).toHaveBeenCalledWith(items[1]);
  });

  it('has no × for one who may not remove', () => {
    render(
      <RemovableList items={items} itemKey={(v) => v.id} itemTestId="video">
        {(v) => <span>{v.title}</span>}
      </RemovableList>,
    );
    expect(screen.getAllByTestId('video')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
