// Mantine theme in the brand's colours (shared/brand.css holds the same values for plain CSS).
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const gwmRed: MantineColorsTuple = ['#ffe9ec', '#fcd3d8', '#f4a5ae', '#ed7382', '#e7495d', '#e42f46', '#e3203a', '#c8102e', '#b30828', '#9d0020'];

export const theme = createTheme({
  primaryColor: 'gwmRed',
  primaryShade: 7,
  colors: { gwmRed },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'sm',
  // Staff who ask their system for less motion get dialogs, drawers and menus without transitions.
  respectReducedMotion: true,
});
