export const common = {
  common: {
    actions: 'Actions',
    cancel: 'Cancel',
    delete: 'Delete',
    edit: 'Edit',
    save: 'Save',
    saved: 'Saved',
    retry: 'Retry',
    loadFailed: 'Could not load this; try again',
    noPermission: 'You do not have permission for this',
    total_one: '{{count}} item',
    total_other: '{{count}} items',
    totalMore: 'more than {{total}} items',
  },
  gate: {
    barred: 'You have no permission to enter, please log in from the cloud valley portal',
    barredTitle: 'No access',
    firstLogin: 'Signed in. This is your first sign-in: please change your password soon.',
    pageForbidden: 'You do not have permission to open this page.',
    loadFailed: 'Could not load your account',
  },
  notFound: { subtitle: 'There is no page at this address.', home: 'Back to the console home' },
  routeError: {
    title: 'This screen could not be shown',
    subtitle: 'Something went wrong while loading it.',
    reload: 'Reload',
  },
  list: {
    columns: {
      button: 'Columns',
      title: 'Columns to show',
      up: 'Move {{name}} up',
      down: 'Move {{name}} down',
      saved: 'Saved in this browser',
      reset: 'Reset',
    },
    density: {
      label: 'Row density',
      comfortable: 'Comfortable',
      compact: 'Compact',
    },
  },
  export: {
    button: 'Export',
    xlsx: 'Excel (.xlsx)',
    csv: 'CSV (.csv)',
    done_one: 'Exported {{count}} row',
    done_other: 'Exported {{count}} rows',
    truncated:
      'Only the first {{count}} rows were exported; narrow the filters to export the rest.',
  },
  ipInput: {
    label: 'IP address',
    part: 'Part {{n}} of the IP address',
    empty: 'please enter IP address',
    invalid: 'IP address input error',
  },
};
