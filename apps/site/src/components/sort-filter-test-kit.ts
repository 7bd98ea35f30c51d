import { fireEvent, screen } from '@testing-library/react';
import { menuOf } from './test-page.tsx';

/**
 * The sort selector's button named `name`: the desktop dropdown's or the mobile sheet's. Both
 * name the current sort ("Sort by: Newest") and CSS shows one, but jsdom renders both.
 */
export async function sortButton(name: string | RegExp, kind: 'dropdown' | 'sheet'): Promise<HTMLElement> {
  const buttons = await screen.findAllByRole('button', { name });
  const inside = kind === 'dropdown' ? '.sort-filter__dropdown' : '.sort-filter__mobile';
  const button = buttons.find((b) => b.closest(inside));
  if (!button) throw new Error(`no ${kind} button named ${name}`);
  return button;
}

/** Opens the desktop dropdown whose button is named `name`: its toggle and its open menu. */
export async function openDropdown(
  name: string | RegExp,
): Promise<{ toggle: HTMLElement; menu: HTMLElement }> {
  const toggle = await sortButton(name, 'dropdown');
  fireEvent.click(toggle);
  return { toggle, menu: menuOf(toggle) };
}
