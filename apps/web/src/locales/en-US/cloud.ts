export const cloud = {
  provider: {
    QINGYUN: {
      name: 'Zhongjin cloud',
      introduce:
        'A financial-grade cloud for regulated workloads: compute, storage and databases in certified data centres.',
    },
    ALI: {
      name: 'Alibaba cloud',
      introduce:
        'The largest cloud in China: elastic compute, managed databases and caches across regions at home and abroad.',
    },
    HUAWEI: {
      name: 'Huawei cloud',
      introduce:
        'Compute, storage and databases on Huawei hardware, with projects per region and enterprise-grade networking.',
    },
    JINGDONG: {
      name: 'JD cloud',
      introduce:
        'The cloud behind JD retail and logistics: virtual machines, cloud disks and managed data services.',
    },
    AWS: {
      name: 'Amazon cloud',
      introduce:
        'Amazon Web Services: the broadest set of global regions, EC2 instances, EBS volumes, RDS and ElastiCache.',
    },
    TENGXUN: {
      name: 'Tencent cloud',
      introduce:
        'The cloud behind WeChat and QQ: CVM instances, cloud block storage, TencentDB and Redis across China and abroad.',
    },
  },
  cloud: {
    provider: { pick: 'Cloud provider' },
  },
};
