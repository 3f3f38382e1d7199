import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import { RoleUseCases } from '@estudio/domain/accounts';
import { RequirementUseCases } from '@estudio/domain/requirements';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWebContainer } from '../container/web-container.js';
import { loadScreenUseCases } from './screen-use-cases.js';
import { ServicesProvider, useService } from './services.js';

const Roles = () => <p>{useService(RoleUseCases) instanceof RoleUseCases ? 'roles' : 'otra cosa'}</p>;
const Lists = () => <p>{useService(RequirementUseCases) instanceof RequirementUseCases ? 'listas' : 'otra cosa'}</p>;

describe('useService', () => {
  it('answers a use case the console binds when it loads, without the screens’ use cases’ code', () => {
    const container = createWebContainer(memoryPortBindings(createMemoryAdapters()));
    render(
      <ServicesProvider container={container}>
        <Lists />
      </ServicesProvider>,
    );
    expect(screen.getByText('listas')).toBeTruthy();
    expect(container.isBound(RoleUseCases)).toBe(false);
  });

  it('binds the screens’ use cases the first time a screen asks for one, once their code has arrived', async () => {
    const container = createWebContainer(memoryPortBindings(createMemoryAdapters()));
    await loadScreenUseCases();
    render(
      <ServicesProvider container={container}>
        <Roles />
        <Roles />
      </ServicesProvider>,
    );
    expect(screen.getAllByText('roles')).toHaveLength(2);
    expect(container.isBound(RoleUseCases)).toBe(true);
  });
});
