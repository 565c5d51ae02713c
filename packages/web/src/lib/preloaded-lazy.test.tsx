import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadedLazy } from './preloaded-lazy';

const Screen = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('preloadedLazy (docs/decisions/161)', () => {
  it('draws a screen whose code is already here at once, without the Suspense fallback', async () => {
    const { Component, load } = preloadedLazy(async () => ({ default: Screen }));
    await load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Dashboard" />
      </Suspense>,
    );
    // Synchronously: no fallback was ever committed.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('before its code is here, it is React.lazy: the fallback, then the screen', async () => {
    const { Component } = preloadedLazy(async () => ({ default: Screen }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="My Programs" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Programs' })).toBeInTheDocument();
  });
});
