import type { cloud as en } from '../en-US/cloud.ts';
import type { Shape } from '../shape.ts';

export const cloud: Shape<typeof en> = {
  provider: {
    QINGYUN: {
      name: '中金云',
      introduce: '面向受监管业务的金融级云：在合规数据中心提供计算、存储与数据库服务。',
    },
    ALI: {
      name: '阿里云',
      introduce: '国内规模最大的云：覆盖境内外地域的弹性计算、托管数据库与缓存。',
    },
    HUAWEI: {
      name: '华为云',
      introduce: '基于华为硬件的计算、存储与数据库，按地域划分项目，提供企业级网络。',
    },
    JINGDONG: {
      name: '京东云',
      introduce: '支撑京东零售与物流的云：云主机、云硬盘与托管数据服务。',
    },
    AWS: {
      name: '亚马逊云',
      introduce: 'Amazon Web Services：全球地域最广，提供 EC2 实例、EBS 卷、RDS 与 ElastiCache。',
    },
    TENGXUN: {
      name: '腾讯云',
      introduce: '支撑微信与 QQ 的云：覆盖境内外的云服务器 CVM、云硬盘、TencentDB 与 Redis。',
    },
  },
  cloud: {
    provider: { pick: '云服务商' },
  },
};
