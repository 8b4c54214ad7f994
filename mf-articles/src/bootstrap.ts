// This remote has no page of its own: the shell loads its exposed modules (see module-federation.config.ts).
export {};
