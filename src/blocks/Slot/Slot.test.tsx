import { render as rtlRender, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { SlotContext, type SlotComponents } from './context';
import Slot from './Slot';
import { slotFixture } from './Slot.fixture';

const screens: SlotComponents = {
  'contact-form': () => <form aria-label="Contact form" />,
  'career-form': () => <form aria-label="Career form" />,
  'quote-form-uk': () => <form aria-label="UK quote form" />,
  'quote-form-nepal': () => <form aria-label="Nepal quote form" />,
  'login-form': () => <form aria-label="Sign-in form" />,
  'register-form': () => <form aria-label="Registration form" />,
};

describe('Slot', () => {
  it('puts the screen the app supplies for its name under its heading', () => {
    rtlRender(
      <MantineProvider theme={theme}>
        <SlotContext.Provider value={screens}>
          <Slot {...slotFixture} />
        </SlotContext.Provider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Career form' })).toBeNull();
  });

  it('refuses to render outside the app, rather than leaving a silent gap', () => {
    expect(() => rtlRender(<Slot {...slotFixture} />)).toThrow(/outside a SlotContext provider/);
  });
});
