export const resources = {
  resources: {
    columns: {
      button: 'Columns',
      title: 'Columns to show',
      up: 'Move {{name}} up',
      down: 'Move {{name}} down',
      saved: 'Saved in this browser',
      reset: 'Reset',
    },
    status: {
      pending: 'Pending',
      running: 'Running',
      starting: 'Starting',
      stopping: 'Stopping',
      stopped: 'Stopped',
      rebooting: 'Rebooting',
      available: 'Available',
      in_use: 'In use',
      error: 'Error',
      deleting: 'Deleting',
      deleted: 'Deleted',
      unknown: 'Unknown',
    },
  },
};
