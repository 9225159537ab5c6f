import { describe, expect, it } from 'vitest';
import { crumbsFor } from '../../src/renderer/app/layouts/Breadcrumbs';
import { activeAdminItem } from '../../src/renderer/lib/adminSections';

describe('the web template pages at the spec’s flat addresses', () => {
  it('light the Web Template item of the sidebar', () => {
    expect(activeAdminItem('/admin/web-template')?.label).toBe('Web Template');
    expect(activeAdminItem('/admin/add-template')?.label).toBe('Web Template');
    expect(activeAdminItem('/admin/edit-template/4')?.label).toBe('Web Template');
    // The design templates keep their own item.
    expect(activeAdminItem('/admin/template/add')?.label).toBe('Template');
  });

  it('put the Web Templates list in the breadcrumb trail before them', () => {
    expect(crumbsFor('/admin/edit-template/4', 'Admin')).toEqual([
      { title: 'Dashboard', to: '/admin' },
      { title: 'Web Templates', to: '/admin/web-template' },
      { title: 'Edit Template', to: undefined },
      { title: '#4', to: undefined },
    ]);
  });
});
