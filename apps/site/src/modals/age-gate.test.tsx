import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openModal } from '../state/modals.ts';
import { renderAt } from '../test-router.tsx';
import { AGE_BODY_CLASS, ageGateRequired, ageGateStore } from './age-gate-rules.ts';
import { AgeVerification } from './age-verification.tsx';

describe('age gate rules', () => {
  it('shows unless _agev is 1, except on the terms and cookies pages', () => {
    expect(ageGateRequired({}, '/')).toBe(true);
    expect(ageGateRequired({ _agev: '0' }, '/videos/latest-updates/1/')).toBe(true);
    expect(ageGateRequired({ _agev: '1' }, '/')).toBe(false);
    expect(ageGateRequired({}, '/information/terms/')).toBe(false);
    expect(ageGateRequired({}, '/information/cookies')).toBe(false);
    expect(ageGateRequired({}, '/information/privacy/')).toBe(true);
  });
});

describe('AgeVerification', () => {
  beforeEach(() => {
    ageGateStore.setState({ accepted: false });
    document.body.className = '';
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's cookie
    document.cookie = '_agev=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('is an undismissable dialog with the spec title and links; Esc does nothing', async () => {
    renderAt(<AgeVerification />);
    const dialog = await screen.findByRole('dialog', { name: 'ADULT CONTENT WARNING' });
    expect(document.body.classList.contains(AGE_BODY_CLASS)).toBe(true);
    for (const name of [/privacy/i, /terms/i, /cookies/i])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('accepting sets _agev=1 for good, removes the body class and closes', async () => {
    renderAt(<AgeVerification />);
    fireEvent.click(await screen.findByRole('button', { name: /18 or older/ }));
    expect(document.cookie).toContain('_agev=1');
    expect(document.body.classList.contains(AGE_BODY_CLASS)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the page it wraps inert while it shows, and usable again once accepted', async () => {
    renderAt(
      <AgeVerification>
        <a href="/x">behind</a>
      </AgeVerification>,
    );
    await screen.findByRole('dialog');
    const page = screen.getByText('behind').parentElement as HTMLElement;
    expect(page.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /18 or older/ }));
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it('stays through route changes, and is absent with the cookie or on the terms page', async () => {
    const { router } = renderAt(<AgeVerification />);
    await screen.findByRole('dialog');
    openModal('login');
    await act(() => router.navigate('/videos/latest-updates/1/'));
    expect(screen.getByRole('dialog', { name: 'ADULT CONTENT WARNING' })).toBeTruthy();
    await act(() => router.navigate('/information/terms/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not render for a visitor whose cookie says 1', async () => {
    renderAt(
      <>
        <p>page</p>
        <AgeVerification />
      </>,
      { cookies: { _agev: '1' } },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
