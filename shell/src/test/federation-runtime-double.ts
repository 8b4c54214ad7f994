// Test double of '@module-federation/enhanced/runtime' (mapped in jest.config.js): a remote module
// is a component that names what was loaded; tests make a load fail with mockRejectedValueOnce.
import { createElement } from 'react';

type Loaded = { Component: () => ReturnType<typeof createElement> };

export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
export const registerGlobalPlugins = jest.fn();

export const loadRemote = jest.fn(async (id: string): Promise<Loaded> => ({ Component: () => createElement('h1', null, `Модул ${id}`) }));
