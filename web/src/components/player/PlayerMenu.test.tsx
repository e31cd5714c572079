import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlayerMenu } from './PlayerMenu.tsx';

function QualityMenu() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('auto');
  return (
    <>
      <PlayerMenu
        name="quality"
        title="Quality"
        icon={null}
        choices={[
          { value: 'auto', label: 'Auto' },
          { value: '1', label: '720p', badge: 'HD' },
          { value: '0', label: '360p' },
        ]}
        value={value}
        onChoose={setValue}
        open={open}
        onOpenChange={setOpen}
      />
      <output>{value}</output>
    </>
  );
}

const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });

describe('a player menu, by keyboard', () => {
  it('opens from its button on the chosen item, moves with the arrows and picks with Enter', () => {
    render(<QualityMenu />);
    const button = screen.getByRole('button', { name: 'Quality' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    key('ArrowDown');

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Auto' }));
    key('ArrowDown');
    key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('360p');
    key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Auto');
    key('End');
    key('ArrowUp');
    expect(document.activeElement?.textContent).toBe('720pHD');
    key('Enter');

    expect(screen.getByRole('status').textContent).toBe('1');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes with Escape without choosing, and gives the focus back to its button', () => {
    render(<QualityMenu />);
    const button = screen.getByRole('button', { name: 'Quality' });
    fireEvent.click(button);
    expect(screen.getByRole('menu', { name: 'Quality' })).toBeTruthy();
    key('ArrowDown');
    key('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('auto');
    expect(document.activeElement).toBe(button);
  });

  it('marks the chosen item checked, for screen readers as for the eye', () => {
    render(<QualityMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '360p' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quality' }));
    expect(screen.getByRole('menuitemradio', { name: '360p' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('false');
  });
});
