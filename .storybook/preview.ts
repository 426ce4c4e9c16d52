import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
