import { GomokuStyles } from '@gomoku/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import './app.css';
import { defaultSettings } from './settings.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import { STRINGS } from './strings.ts';

/** The settings sheet, open over the app: the game's choices, then the look and sound. */
const meta = {
  title: 'Demo/Settings',
  component: SettingsDialog,
  decorators: [
    (Story, { args }) => (
      <div className="app gomoku-theme" data-theme={args.settings.theme}>
        <GomokuStyles />
        {Story()}
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { settings: { ...defaultSettings(), mode: 'computer', level: 'master', computerColor: 'black' }, t: STRINGS.en, room: false, onChange: fn(), onClose: fn() },
} satisfies Meta<typeof SettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Against the computer: its level and colour among the game's choices. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    // A modal dialog is in the top layer, outside the story's own root.
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settings' }));
    await expect(dialog.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Game', 'Look and sound']);
    await expect(dialog.getByRole('radio', { name: 'Master' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** In an online room: the room's rules are set; only the look and sound change. Dark. */
export const InARoomDark: Story = {
  args: { room: true, settings: { ...defaultSettings(), theme: 'dark' } },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settings' }));
    await expect(dialog.getByText('This room’s rules were set when it was created.')).toBeInTheDocument();
    await expect(dialog.queryByRole('combobox', { name: 'Rule' })).toBeNull();
  },
};
