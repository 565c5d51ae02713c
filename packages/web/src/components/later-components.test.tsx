import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { portalSystem } from '../app/theme';
import { Tabs } from './later-components';

describe('the components no first screen draws (docs/decisions/398)', () => {
  it('have their recipes in the portal’s system once their module is here', () => {
    const system = portalSystem();
    for (const key of ['accordion', 'dialog', 'drawer', 'field', 'fieldset', 'list', 'menu', 'table', 'tabs']) expect(system.isSlotRecipe(key), key).toBe(true);
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
