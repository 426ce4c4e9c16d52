import { defaultClientConditions, mergeConfig } from 'vite';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The packages' and the demo's stories beside their components; workspace stories (the live chart) here.
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/demo/src/**/*.stories.@(ts|tsx)', './stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Stories run on the packages' TypeScript source, like the tests.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { conditions: ['source', ...defaultClientConditions] } }),
};

export default config;
