import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import './app.css';
import { lobbyFrame } from './lobby-frame.tsx';
import { IdentityForm } from './IdentityForm.tsx';
import { fitsWidth, KEY, NOW } from './lobby-fixtures.ts';
import { PairingScreen } from './PairingScreen.tsx';
import { STRINGS } from './strings.ts';

const t = STRINGS.en;

/** Waiting for a stranger, and the first visit's name and key before it: made-up state, a 360 px phone. */
const meta = {
  title: 'Demo/Pairing',
  component: PairingScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [lobbyFrame({ width: 360, className: 'lobby-screen' })],
  args: { t, pool: 'freestyle-3+2', startedAt: NOW - 75_000, now: NOW, range: 475, status: 'open', problem: null, onCancel: fn() },
} satisfies Meta<typeof PairingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the pool, the wait so far, the range the server pairs within, Cancel. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Freestyle, 3 min + 2 s')).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Waiting 1:15');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opponents rated within ±475');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(fitsWidth(canvas.getByTestId('screen'))).toBe(true);
  },
};

/** The server busy while connecting: said, with Cancel still there. */
export const Busy: Story = {
  args: { status: 'reconnecting', range: null, problem: t.lobby.errors.busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.lobby.errors.busy);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.lobby.reconnecting);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Renju in Korean. */
export const RenjuInKorean: Story = {
  args: { t: STRINGS.ko, pool: 'renju-10+5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('렌주(스왑2), 10분 + 5초')).toBeInTheDocument();
  },
};

const identity = { t, identityKey: KEY, busy: false, refused: null, nameRefused: null, onName: fn(), onUseKey: fn(), copy: fn(async () => false) };

/** The first time: a name (its problem said before sending), the key's warning, Copy key (shown by hand where the clipboard refuses), a key from another device. */
export const FirstTime: Story = {
  render: () => <IdentityForm {...identity} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/lose this device, and your name and ratings go with it/)).toBeInTheDocument();
    const name = canvas.getByRole('textbox', { name: t.lobby.nameLabel });
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(canvas.getByText(t.lobby.nameProblems.empty)).toBeInTheDocument();
    await userEvent.type(name, 'Ann\u200b');
    await expect(canvas.getByText(t.lobby.nameProblems.control)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(identity.onName).toHaveBeenCalledWith('Ann Lee');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(await canvas.findByRole('textbox', { name: t.lobby.keyField })).toHaveValue(KEY);

    await userEvent.click(canvas.getByRole('button', { name: t.lobby.useKey }));
    const pasted = canvas.getByRole('textbox', { name: t.lobby.pasteKey });
    await userEvent.type(pasted, 'not-a-key');
    await userEvent.click(canvas.getByRole('button', { name: t.lobby.useThisKey }));
    await expect(canvas.getByText(t.lobby.badKey)).toBeInTheDocument();
    await expect(identity.onUseKey).not.toHaveBeenCalled();
    await userEvent.clear(pasted);
    await userEvent.type(pasted, ` ${KEY} `);
    await userEvent.click(canvas.getByRole('button', { name: t.lobby.useThisKey }));
    await expect(identity.onUseKey).toHaveBeenCalledWith(KEY);
    await expect(fitsWidth(canvas.getByTestId('screen'))).toBe(true);
  },
};

/** The name another player holds: the server's `taken`, in words. */
export const NameTaken: Story = {
  render: () => <IdentityForm {...identity} nameRefused={t.lobby.nameProblems.taken} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.lobby.nameProblems.taken)).toBeInTheDocument();
  },
};
