// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { TileGrid } from './grids.tsx';
import { ImageCard, ImageCardNote } from './image-card.tsx';
import { NoteList } from './note-list.tsx';
import { lightTheme } from './theme.ts';
import { Total, Totals } from './totals.tsx';
import { WorkingLine } from './working-line.tsx';

const themed = (ui: ReactNode) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

afterEach(cleanup);

describe('ImageCard', () => {
  it('is named by its label, shows the image and what is said under it', () => {
    themed(
      <ImageCard label="Hydra serum" image={<img src="/uploads/a.jpg" alt="Hydra serum" />}>
        <p>A light serum</p>
      </ImageCard>,
    );
    const card = screen.getByRole('article', { name: 'Hydra serum' });
    expect(within(card).getByRole('img', { name: 'Hydra serum' }).getAttribute('src')).toBe('/uploads/a.jpg');
    expect(card.textContent).toBe('A light serum');
  });

  it('is a list item in a list of results and says where there is no image', () => {
    themed(
      <ul>
        <ImageCard as="li" label="Result 1" image={<ImageCardNote>Image unavailable</ImageCardNote>}>
          <p>No description</p>
        </ImageCard>
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Result 1' }).textContent).toBe(
      'Image unavailableNo description',
    );
  });
});

describe('TileGrid', () => {
  it('is a named list of its tiles', () => {
    themed(
      <TileGrid $min="120px" aria-label="Images">
        <li>a</li>
        <li>b</li>
      </TileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Images' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b']);
  });
});

describe('Totals', () => {
  it('shows each total with its label, figure and help, in order', () => {
    themed(
      <Totals aria-label="Totals">
        <Total label="Reach" value="1.234" help="People who saw a post" />
        <Total label="Failed" value="2" tone="danger" />
      </Totals>,
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect([...totals.children].map((card) => card.textContent)).toEqual([
      'Reach1.234People who saw a post',
      'Failed2',
    ]);
  });
});

describe('NoteList', () => {
  it('lists each note, and is not there without notes', () => {
    const { rerender } = themed(<NoteList notes={['Offline writer', 'Offline images']} />);
    expect(
      within(screen.getByRole('note'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Offline writer', 'Offline images']);
    rerender(
      <ThemeProvider theme={lightTheme}>
        <NoteList notes={[]} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('WorkingLine', () => {
  it('says what is being done beside a named spinner', () => {
    themed(<WorkingLine label="Generating">Writing the description…</WorkingLine>);
    expect(screen.getByText('Writing the description…').textContent).toBe(
      'GeneratingWriting the description…',
    );
    expect(screen.getByRole('status').textContent).toBe('Generating');
  });
});
