import type { ProductAttrDef, ProductDiscounts } from '../db/schema/index.ts';
import type { ProductDef } from '../modules/orders/catalogue.service.ts';

/** The platform's value-added catalogue (issue 13): prices in fen per unit and month, or once. */
const t = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });
const texts = (en: [string, string, string], zh: [string, string, string]) => ({
  'en-US': { name: en[0], summary: en[1], description: en[2] },
  'zh-CN': { name: zh[0], summary: zh[1], description: zh[2] },
});
const choice = (
  key: string,
  label: Record<'en-US' | 'zh-CN', string>,
  options: [string, Record<'en-US' | 'zh-CN', string>, number][],
): ProductAttrDef => ({
  kind: 'choice',
  key,
  label,
  options: options.map(([value, l, priceFen]) => ({ value, label: l, priceFen })),
  default: options[0]![0],
});
const number = (
  key: string,
  label: Record<'en-US' | 'zh-CN', string>,
  unit: Record<'en-US' | 'zh-CN', string>,
  [min, max, step]: [number, number, number],
  included: number,
  stepFen: number,
): ProductAttrDef => ({
  kind: 'number',
  key,
  label,
  unit,
  min,
  max,
  step,
  default: min,
  included,
  stepFen,
});
const yesNo = (key: string, label: Record<'en-US' | 'zh-CN', string>) =>
  choice(key, label, [
    ['no', t('No', '否'), 0],
    ['yes', t('Yes', '是'), 0],
  ]);
const SUB_TERMS = [1, 3, 6, 12, 24, 36];
const LONG_TERMS: ProductDiscounts['term'] = [
  { months: 12, bp: 1500 },
  { months: 24, bp: 2500 },
  { months: 36, bp: 3500 },
];
const REGION = choice('region', t('Region', '地域'), [
  ['cn-east', t('East China (Shanghai)', '华东（上海）'), 0],
  ['cn-north', t('North China (Beijing)', '华北（北京）'), 0],
  ['cn-south', t('South China (Shenzhen)', '华南（深圳）'), 0],
]);

export const DEMO_PRODUCTS: ProductDef[] = [
  {
    code: 'waf',
    category: 'security',
    sort: 10,
    texts: texts(
      [
        'Web application firewall',
        'Blocks SQL injection, XSS, CC attacks and malicious bots in front of your sites.',
        'A cloud WAF in front of your origin server: OWASP Top 10 rules, CC protection, bot management, custom access rules and full request logs. Point your domain at the WAF and give the origin address it forwards to.',
      ],
      [
        'Web应用防火墙',
        '在网站前端拦截SQL注入、XSS、CC攻击和恶意爬虫。',
        '部署在源站之前的云WAF：OWASP Top 10 防护规则、CC防护、爬虫管理、自定义访问控制和完整的请求日志。将域名解析到WAF，并填写WAF回源的源站地址。',
      ],
    ),
    billing: 'subscription',
    terms: SUB_TERMS,
    baseFen: 388_000,
    attrs: [
      choice('edition', t('Edition', '版本'), [
        ['pro', t('Pro', '高级版'), 0],
        ['business', t('Business', '企业版'), 440_000],
        ['enterprise', t('Enterprise', '旗舰版'), 2_252_000],
      ]),
      number(
        'domains',
        t('Protected domains', '防护域名数'),
        t('domains', '个'),
        [10, 500, 10],
        10,
        30_000,
      ),
      choice('qps', t('Peak QPS', '业务QPS峰值'), [
        ['3000', t('3,000 QPS', '3,000 QPS'), 0],
        ['5000', t('5,000 QPS', '5,000 QPS'), 120_000],
        ['10000', t('10,000 QPS', '10,000 QPS'), 360_000],
      ]),
      yesNo('originHttps', t('Origin uses HTTPS', '源站使用HTTPS')),
      {
        kind: 'ip',
        key: 'origin',
        label: t('Origin server address', '源站地址'),
        httpsKey: 'originHttps',
      },
    ],
    discounts: { term: LONG_TERMS, quantity: [{ min: 5, bp: 500 }] },
    quantityMax: 20,
    turnaroundDays: 0,
  },
  {
    code: 'anti-ddos',
    category: 'security',
    sort: 20,
    texts: texts(
      [
        'Anti-DDoS Pro',
        'Scrubs volumetric and protocol attacks so your public IPs stay reachable.',
        'Traffic to the protected IPs is scrubbed in the region’s cleaning centre: SYN/ACK floods, UDP reflection and connection exhaustion. Basic protection is guaranteed; elastic protection absorbs bursts above it.',
      ],
      [
        'DDoS高防',
        '清洗流量型与协议型攻击，保证公网IP可访问。',
        '受保护IP的流量在地域清洗中心清洗：SYN/ACK Flood、UDP反射和连接耗尽攻击。保底防护带宽确保防护能力，弹性防护吸收突发流量。',
      ],
    ),
    billing: 'subscription',
    terms: SUB_TERMS,
    baseFen: 980_000,
    attrs: [
      REGION,
      choice('protection', t('Basic protection', '保底防护带宽'), [
        ['30g', t('30 Gbps', '30 Gbps'), 0],
        ['100g', t('100 Gbps', '100 Gbps'), 1_500_000],
        ['300g', t('300 Gbps', '300 Gbps'), 6_000_000],
      ]),
      number('ips', t('Protected IPs', '防护IP数'), t('IPs', '个'), [5, 100, 5], 5, 100_000),
    ],
    discounts: { term: LONG_TERMS, quantity: [] },
    quantityMax: 10,
    turnaroundDays: 0,
  },
  {
    code: 'bastion',
    category: 'security',
    sort: 30,
    texts: texts(
      [
        'Bastion host',
        'One audited entry to your servers: SSO, approvals and session recording.',
        'Operators reach servers and databases only through the bastion: single sign-on, command approval, session recording with playback, and reports for audit.',
      ],
      [
        '堡垒机',
        '统一的运维入口：单点登录、操作审批与会话录像。',
        '运维人员只能通过堡垒机访问服务器和数据库：单点登录、命令审批、会话录像回放以及审计报表。',
      ],
    ),
    billing: 'subscription',
    terms: SUB_TERMS,
    baseFen: 150_000,
    attrs: [
      choice('edition', t('Edition', '版本'), [
        ['basic', t('Basic', '基础版'), 0],
        [
          'enterprise',
          t('Enterprise (approvals, DB audit)', '企业版（审批、数据库审计）'),
          200_000,
        ],
      ]),
      number(
        'assets',
        t('Managed assets', '资产数'),
        t('assets', '个'),
        [50, 1000, 50],
        50,
        40_000,
      ),
    ],
    discounts: { term: LONG_TERMS, quantity: [] },
    quantityMax: 10,
    turnaroundDays: 0,
  },
  {
    code: 'ssl',
    category: 'security',
    sort: 40,
    texts: texts(
      [
        'SSL certificate',
        'DV, OV and EV certificates from trusted CAs, issued and renewed for you.',
        'Certificates for one domain or a wildcard, validated by domain (DV), organisation (OV) or extended validation (EV). Issued into your certificate list, ready to deploy to load balancers and CDN.',
      ],
      [
        'SSL证书',
        '权威CA签发的DV、OV、EV证书，代为签发与续期。',
        '单域名或通配符证书，支持域名型（DV）、企业型（OV）和增强型（EV）验证。签发后进入证书列表，可一键部署到负载均衡和CDN。',
      ],
    ),
    billing: 'subscription',
    terms: [12, 24, 36],
    baseFen: 10_000,
    attrs: [
      choice('type', t('Validation', '证书类型'), [
        ['dv', t('DV (domain)', 'DV（域名型）'), 0],
        ['ov', t('OV (organisation)', 'OV（企业型）'), 31_600],
        ['ev', t('EV (extended)', 'EV（增强型）'), 75_000],
      ]),
      choice('domain', t('Domain', '域名类型'), [
        ['single', t('Single domain', '单域名'), 0],
        ['wildcard', t('Wildcard', '通配符'), 60_000],
      ]),
    ],
    discounts: {
      term: [
        { months: 24, bp: 1000 },
        { months: 36, bp: 1500 },
      ],
      quantity: [{ min: 10, bp: 800 }],
    },
    quantityMax: 50,
    turnaroundDays: 0,
  },
  {
    code: 'vuln-scan',
    category: 'security',
    sort: 50,
    texts: texts(
      [
        'Vulnerability scan',
        'Finds known vulnerabilities and weak configurations on your hosts and sites.',
        'One scan task covers the listed targets: port and service discovery, CVE checks, weak passwords and web vulnerabilities, with a report and remediation advice.',
      ],
      [
        '漏洞扫描',
        '发现主机和网站上的已知漏洞与弱配置。',
        '一次扫描任务覆盖所列目标：端口与服务发现、CVE检测、弱口令和Web漏洞，并提供报告和修复建议。',
      ],
    ),
    billing: 'oneOff',
    terms: [],
    baseFen: 200_000,
    attrs: [
      number('targets', t('Targets', '扫描目标数'), t('targets', '个'), [1, 200, 1], 10, 8_000),
      choice('depth', t('Depth', '扫描深度'), [
        ['standard', t('Standard', '标准'), 0],
        ['deep', t('Deep (authenticated)', '深度（授权登录）'), 300_000],
      ]),
    ],
    discounts: { term: [], quantity: [{ min: 5, bp: 1000 }] },
    quantityMax: 50,
    turnaroundDays: 0,
  },
  {
    code: 'wgs',
    category: 'bioGene',
    sort: 60,
    texts: texts(
      [
        'Whole-genome sequencing',
        'Human whole-genome sequencing with quality-controlled FASTQ and BAM delivery.',
        'Samples are extracted, library-prepped and sequenced on PE150; data passes QC (Q30 ≥ 85 %) before delivery. Turnaround about 14 days from sample receipt.',
      ],
      [
        '全基因组测序',
        '人全基因组测序，交付质控合格的FASTQ和BAM数据。',
        '样本经提取、建库后进行PE150测序；数据经质控（Q30 ≥ 85%）后交付。自收样起约14天完成。',
      ],
    ),
    billing: 'oneOff',
    terms: [],
    baseFen: 320_000,
    attrs: [
      choice('depth', t('Depth', '测序深度'), [
        ['30x', t('30×', '30×'), 0],
        ['60x', t('60×', '60×'), 280_000],
      ]),
      choice('sample', t('Sample type', '样本类型'), [
        ['blood', t('Blood', '血液'), 0],
        ['saliva', t('Saliva', '唾液'), 20_000],
        ['tissue', t('Fresh tissue', '新鲜组织'), 60_000],
        ['ffpe', t('FFPE', '石蜡包埋（FFPE）'), 150_000],
      ]),
    ],
    discounts: {
      term: [],
      quantity: [
        { min: 24, bp: 500 },
        { min: 96, bp: 1200 },
      ],
    },
    quantityMax: 100,
    turnaroundDays: 14,
  },
  {
    code: 'gene-pipeline',
    category: 'bioGene',
    sort: 70,
    texts: texts(
      [
        'Genome analysis pipeline',
        'Alignment, variant calling and annotation on your sequencing data.',
        'Runs a validated pipeline per sample (BWA-MEM2, GATK best practices, VEP annotation) and delivers VCFs with a QC and variant report. Turnaround about 3 days.',
      ],
      [
        '基因组分析流程',
        '对测序数据进行比对、变异检测与注释。',
        '按样本运行经验证的流程（BWA-MEM2、GATK最佳实践、VEP注释），交付VCF及质控与变异报告。约3天完成。',
      ],
    ),
    billing: 'oneOff',
    terms: [],
    baseFen: 50_000,
    attrs: [
      choice('pipeline', t('Pipeline', '分析流程'), [
        ['germline', t('Germline variants', '胚系变异'), 0],
        ['somatic', t('Somatic (tumour/normal)', '体细胞变异（肿瘤/对照）'), 80_000],
        ['rna', t('RNA-seq expression', 'RNA-seq表达分析'), 20_000],
      ]),
      choice('reference', t('Reference genome', '参考基因组'), [
        ['grch38', t('GRCh38', 'GRCh38'), 0],
        ['grch37', t('GRCh37', 'GRCh37'), 0],
      ]),
    ],
    discounts: { term: [], quantity: [{ min: 24, bp: 800 }] },
    quantityMax: 100,
    turnaroundDays: 3,
  },
  {
    code: 'sample-storage',
    category: 'bioGene',
    sort: 80,
    texts: texts(
      [
        'Sample and data storage',
        'Biobank freezer space for physical samples and archive storage for their data.',
        'Physical samples are kept at −80 °C with temperature monitoring and chain-of-custody records; sequencing data is kept in archive storage with two copies in separate sites.',
      ],
      [
        '样本与数据存储',
        '为实体样本提供生物样本库冻存空间，并为数据提供归档存储。',
        '实体样本在−80 °C冻存，全程温度监控并记录交接链；测序数据归档存储，两地两份。',
      ],
    ),
    billing: 'subscription',
    terms: [1, 3, 6, 12, 24],
    baseFen: 5_000,
    attrs: [
      number('slots', t('Freezer slots', '冻存位'), t('tubes', '管'), [100, 10_000, 100], 0, 5_000),
      number('data', t('Data archive', '数据归档容量'), t('TB', 'TB'), [1, 500, 1], 0, 12_000),
    ],
    discounts: { term: LONG_TERMS, quantity: [] },
    quantityMax: 5,
    turnaroundDays: 0,
  },
];
