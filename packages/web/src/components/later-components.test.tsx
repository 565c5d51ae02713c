import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { portalSystem } from '../app/theme';
import * as later from './later-components';
import ruled from './later-components.json';

const { Tabs } = later;

describe('the components no first screen draws (docs/decisions/398)', () => {
  it('are the very ones the import rule (eslint.config.js) sends to this module', () => {
    expect(Object.keys(later).sort()).toEqual([...ruled].sort());
  });

  it('have their recipes in the portal’s system once their module is here', () => {
    const system = portalSystem();
    for (const component of Object.keys(later)) expect(system.isSlotRecipe(component.toLowerCase()), component).toBe(true);
    expect(system.getSlotRecipe('tabs')).toEqual(tabsSlotRecipe);
  });

  it('draw with their recipe’s styles', () => {
    render(
      <ChakraProvider value={portalSystem()}>
        <Tabs.Root defaultValue="a">
          <Tabs.List>
            <Tabs.Trigger value="a">Overview</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      </ChakraProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    // The recipe's rules (its list and trigger sizes as the tabs' own variables), not an unstyled list.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toContain('--tabs-height');
  });
});
