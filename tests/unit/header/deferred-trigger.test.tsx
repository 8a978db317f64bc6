/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The header's popups load their code on demand: until it arrives a plain
 * button stands in, named and marked up like the real trigger. Interest
 * (pointer, touch, focus) starts the download; a press that comes first is
 * replayed on the real trigger, and focus moves over to it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeferredTrigger } from '../../../src/components/Header/DeferredTrigger';
import * as mobileDrawerModule from '../../../src/components/Header/MobileDrawer';
import { onDemand, type OnDemand } from '../../../src/components/Header/on-demand';
import * as servicesMenuModule from '../../../src/components/Header/ServicesMenu';
import { useDrawerFace, useServicesFace } from '../../../src/components/Header/trigger-faces';
import { renderAsPage, specShell, site } from '../support/render-as-page';

/** A module whose download finishes only when the test says so. */
function heldBack<M>(module: M) {
  let release: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let downloads = 0;
  const startDownload = () =>
    new Promise<M>((resolve, reject) => {
      downloads += 1;
      release = () => resolve(module);
      fail = reject;
    });
  return {
    module: onDemand(startDownload),
    downloads: () => downloads,
    /** Lets the pending download finish, and React apply what follows. */
    arrive: () =>
      act(async () => {
        release();
      }),
    breakDown: () =>
      act(async () => {
        fail(new Error('chunk failed to load'));
      }),
  };
}

const shell = specShell();

function DeferredServices({ module }: { module: OnDemand<typeof servicesMenuModule> }) {
  const face = useServicesFace(shell.nav.services.label);
  return (
    <DeferredTrigger
      module={module}
      opensOn="menu"
      standIn={{ className: 'services', ...face }}
      render={({ ServicesMenu }, triggerRef) => (
        <ServicesMenu
          group={shell.nav.services}
          site={shell}
          className="services"
          triggerRef={triggerRef}
        />
      )}
    />
  );
}

function DeferredDrawer({ module }: { module: OnDemand<typeof mobileDrawerModule> }) {
  const face = useDrawerFace();
  return (
    <DeferredTrigger
      module={module}
      opensOn="dialog"
      standIn={{ className: 'drawer', ...face }}
      render={({ MobileDrawer }, triggerRef) => (
        <MobileDrawer site={shell} className="drawer" triggerRef={triggerRef} />
      )}
    />
  );
}

const servicesLabel = 'Services';

describe('DeferredTrigger', () => {
  it('the fixture: nav.services is labelled "Services" in English', () => {
    expect(site.nav.services.label).toBe('common:nav.services');
  });

  it('stands in with the same name, class and ARIA state, and downloads nothing yet', () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const button = screen.getByRole('button', { name: servicesLabel });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('services');
    expect(services.downloads()).toBe(0);
  });

  it.each([
    ['pointing at it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['touching it', (button: HTMLElement) => fireEvent.touchStart(button)],
    ['focusing it', (button: HTMLElement) => act(() => button.focus())],
  ])('%s starts the download, once', (_gesture, showInterest) => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const button = screen.getByRole('button', { name: servicesLabel });
    showInterest(button);
    showInterest(button);
    expect(services.downloads()).toBe(1);
  });

  it('a click that comes before the code opens the menu when the code arrives', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    fireEvent.pointerDown(screen.getByRole('button', { name: servicesLabel }), { button: 0 });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await services.arrive();
    const menu = await screen.findByRole('menu', { name: servicesLabel });
    expect(menu).toBeVisible();
    expect(screen.getByRole('button', { name: servicesLabel })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('a right click or a ctrl-click does not open it, as with Radix', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const button = screen.getByRole('button', { name: servicesLabel });
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button, { button: 2 });
    fireEvent.pointerDown(button, { button: 0, ctrlKey: true });
    await services.arrive();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    'the key %j pressed before the code opens the menu with its first entry focused',
    async (key) => {
      const services = heldBack(servicesMenuModule);
      renderAsPage(<DeferredServices module={services.module} />, 'en');
      const standIn = screen.getByRole('button', { name: servicesLabel });
      act(() => standIn.focus());
      fireEvent.keyDown(standIn, { key });
      await services.arrive();
      const menu = await screen.findByRole('menu', { name: servicesLabel });
      await waitFor(() => expect(menu.querySelector('[role="menuitem"]')).toHaveFocus());
    },
  );

  it('keys typed after Enter but before the code reach the open menu (type-ahead)', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const standIn = screen.getByRole('button', { name: servicesLabel });
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'Enter' });
    // "Music" is not the first entry: only type-ahead can focus it.
    fireEvent.keyDown(standIn, { key: 'm' });
    await services.arrive();
    const menu = await screen.findByRole('menu', { name: servicesLabel });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Music' })).toHaveFocus(),
    );
  });

  it('Escape typed before the code cancels the opening, as it would close the menu', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const standIn = screen.getByRole('button', { name: servicesLabel });
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'Enter' });
    fireEvent.keyDown(standIn, { key: 'Escape' });
    await services.arrive();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: servicesLabel })).toHaveFocus());
  });

  it('other keys (Tab, letters) are left alone', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const standIn = screen.getByRole('button', { name: servicesLabel });
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'Tab' });
    fireEvent.keyDown(standIn, { key: 'm' });
    await services.arrive();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('focus moves from the stand-in to the real trigger', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const standIn = screen.getByRole('button', { name: servicesLabel });
    act(() => standIn.focus());
    await services.arrive();
    const trigger = screen.getByRole('button', { name: servicesLabel });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not take focus when the visitor only pointed at it', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(
      <>
        <input aria-label="Search" />
        <DeferredServices module={services.module} />
      </>,
      'en',
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    fireEvent.pointerEnter(screen.getByRole('button', { name: servicesLabel }));
    await services.arrive();
    expect(search).toHaveFocus();
  });

  it('a drawer: a click before the code opens the dialog when it arrives', async () => {
    const drawer = heldBack(mobileDrawerModule);
    renderAsPage(<DeferredDrawer module={drawer.module} />, 'en');
    const standIn = screen.getByRole('button', { name: 'Open menu' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(standIn);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await drawer.arrive();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  it.each(['mouse', 'touch'])(
    'a drawer: code arriving between a %s press and its click waits for the click',
    async (pointerType) => {
      const drawer = heldBack(mobileDrawerModule);
      renderAsPage(<DeferredDrawer module={drawer.module} />, 'en');
      const standIn = screen.getByRole('button', { name: 'Open menu' });
      fireEvent.pointerEnter(standIn, { pointerType });
      fireEvent.pointerDown(standIn, { button: 0, pointerType });
      fireEvent.pointerUp(standIn, { button: 0, pointerType });
      // A finger "leaves" the button between lifting and its click.
      if (pointerType === 'touch') fireEvent.pointerLeave(standIn, { pointerType });
      await drawer.arrive();
      expect(screen.getByRole('button', { name: 'Open menu' })).toBe(standIn);
      fireEvent.click(standIn);
      expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  );

  it('a drawer: a mouse pressed and dragged away opens nothing', async () => {
    const drawer = heldBack(mobileDrawerModule);
    renderAsPage(<DeferredDrawer module={drawer.module} />, 'en');
    const standIn = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.pointerEnter(standIn, { pointerType: 'mouse' });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    await drawer.arrive();
    fireEvent.pointerLeave(standIn, { pointerType: 'mouse' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' })).not.toBe(standIn),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the download fails nothing opens, and the next gesture tries again', async () => {
    const services = heldBack(servicesMenuModule);
    renderAsPage(<DeferredServices module={services.module} />, 'en');
    const standIn = screen.getByRole('button', { name: servicesLabel });
    fireEvent.pointerDown(standIn, { button: 0 });
    await services.breakDown();
    expect(screen.getByRole('button', { name: servicesLabel })).toBe(standIn);

    fireEvent.pointerDown(standIn, { button: 0 });
    expect(services.downloads()).toBe(2);
    await services.arrive();
    expect(await screen.findByRole('menu', { name: servicesLabel })).toBeVisible();
  });

  it('once the code is here, later pages render the real trigger straight away', async () => {
    const services = heldBack(servicesMenuModule);
    const first = renderAsPage(<DeferredServices module={services.module} />, 'en');
    fireEvent.pointerEnter(screen.getByRole('button', { name: servicesLabel }));
    await services.arrive();
    first.unmount();

    renderAsPage(<DeferredServices module={services.module} />, 'en');
    // Radix's trigger names the menu it controls; the stand-in has nothing to point at.
    expect(screen.getByRole('button', { name: servicesLabel })).toHaveAttribute('id');
    expect(services.downloads()).toBe(1);
  });
});
