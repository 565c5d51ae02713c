/**
 * Chakra's components that no first screen draws (the landing, the dashboard, My Programs),
 * with their recipes. The theme registers only what the first screens draw; these recipes
 * (3 KiB gzip) are added here, when a later screen's code arrives and before any of these
 * components renders, since Chakra reads a recipe on its component's first render and keeps
 * what it found (docs/decisions/398). Import these components from here, never from
 * '@chakra-ui/react' (eslint.config.js says so, from later-components.json beside this file).
 * A new one goes in three lines that its test holds together: its recipe, its export, and its
 * name in that list.
 */
import { accordionSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, listSlotRecipe, menuSlotRecipe, tableSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../app/theme';

addSlotRecipes({
  accordion: accordionSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
});

export { Accordion, Dialog, Drawer, Field, Fieldset, List, Menu, Table, Tabs } from '@chakra-ui/react';
