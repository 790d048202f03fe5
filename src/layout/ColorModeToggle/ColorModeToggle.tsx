import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { island } from '../../islands/island';
import { colorModeIsland } from './ColorModeToggle.island';

const next: Record<MantineColorScheme, MantineColorScheme> = { light: 'dark', dark: 'auto', auto: 'light' };
const label: Record<MantineColorScheme, string> = { light: 'light', dark: 'dark', auto: 'system' };

/** Cycles light, dark and system colour modes; the choice is kept in local storage. */
export function ColorModeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The stored mode is only known in the browser: render the neutral state until mounted so the
  // prerendered HTML and the first client render agree.
  const mounted = useMounted();
  const mode: MantineColorScheme = mounted ? colorScheme : 'auto';
  const Icon = mode === 'light' ? IconSun : mode === 'dark' ? IconMoon : IconDeviceDesktop;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(next[mode])}
      aria-label={`Colour mode: ${label[mode]}. Switch to ${label[next[mode]]}`}
      title={`Colour mode: ${label[mode]}`}
    >
      <Icon size={20} stroke={1.8} aria-hidden />
    </ActionIcon>
  );
}

/**
 * Prerendered in the system state; hydrates on the first interaction, or at once after load for a
 * visitor who chose light or dark (src/app/island-registry.ts), so the button soon shows their mode.
 */
export const ColorModeToggleIsland = island(colorModeIsland, ColorModeToggle);
