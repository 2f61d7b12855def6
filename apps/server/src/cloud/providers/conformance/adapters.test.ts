import { describeAdapterCase } from '../../../../test/fake-clouds/adapter-kit.ts';
import { ALIBABA, AWS, HUAWEI } from './cases-ali-aws-huawei.ts';
import { JD, QINGCLOUD, TENCENT } from './cases-jd-qing-tencent.ts';

// Every provider's adapter through the same scenarios; what only one provider does is tested
// beside its adapter (providers/<name>/adapter.test.ts).
describeAdapterCase(ALIBABA);
describeAdapterCase(AWS);
describeAdapterCase(HUAWEI);
describeAdapterCase(JD);
describeAdapterCase(QINGCLOUD);
describeAdapterCase(TENCENT);
