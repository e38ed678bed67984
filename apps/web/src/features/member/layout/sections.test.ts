import { describe, expect, it } from 'vitest';
import { sectionTitle } from './sections';

describe('the member header says where the person is', () => {
  it('names each section and the pages inside one', () => {
    expect(sectionTitle('/health/home')).toBe('Inicio');
    expect(sectionTitle('/health/metrics')).toBe('Mis métricas');
    expect(sectionTitle('/health/metrics/import')).toBe('Importar lecturas');
    expect(sectionTitle('/health/report')).toBe('Reporte');
    expect(sectionTitle('/health/profile/')).toBe('Mi perfil');
    expect(sectionTitle('/health/profile/eliminar-cuenta')).toBe('Eliminar mi cuenta');
    expect(sectionTitle('/health/shared')).toBe('Comparten conmigo');
    expect(sectionTitle('/health/shared/12')).toBe('Métricas compartidas');
    expect(sectionTitle('/health/checkout/success')).toBe('Pagos');
  });

  it('never answers one word for every page', () => {
    const titles = ['/health/home', '/health/sharing', '/health/connections', '/health/chat'].map(
      sectionTitle,
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).not.toContain('Panel');
  });
});
