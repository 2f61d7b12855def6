import { notifyEnUS } from './notify.en-US.ts';
import { renewalsEnUS } from './renewals.en-US.ts';
import { ordersEnUS } from './orders.en-US.ts';
import { workOrdersEnUS } from './workorders.en-US.ts';
import { alarmsEnUS } from './alarms.en-US.ts';
import { monitoringEnUS } from './monitoring.en-US.ts';
import { budgetsEnUS } from './budgets.en-US.ts';

/** Server messages shown to users (toasts, notifications). zh-CN.ts must hold the same keys. */
export const enUS = {
  ok: 'success',
  'error.badInput': 'Invalid input: {detail}',
  'error.malformedJson': 'The request body is not valid JSON',
  'error.payloadTooLarge': 'The request body is too large (limit {limit})',
  'error.unknownCall': 'Unknown call: {method} {path}',
  'error.methodNotAllowed': '{path} is called with {allowed}, not {method}',
  'error.unsupportedMediaType':
    "The request body must be JSON (Content-Type: application/json), not '{type}'",
  'error.headersTooLarge':
    'The address and headers of the request are too large (limit {limit}); send long filters in the body',
  'error.uriTooLong': 'The request address is too long',
  'error.badUrl': 'The request address is not valid (bad percent-encoding)',
  'error.requestTimeout': 'The request took too long to arrive',
  'error.badRequest': 'The request is not valid HTTP',
  'error.refused': 'The request was refused (HTTP {status})',
  'error.closing': 'The server is restarting; please try again in a moment',
  'error.signMissing': 'The request is not signed: the sign header is missing',
  'error.signMismatch': 'The request signature does not match',
  'error.timestampSkew':
    'The request timestamp is missing or more than 5 minutes off the server clock',
  'error.codeMismatch':
    "The code header '{got}' is not the business code of {path} (expected '{expected}')",
  'error.sessionInvalid': 'Your session has expired; please sign in again',
  'error.forbidden': 'You do not have permission to do this',
  'error.barred': 'You have no permission to enter, please log in from the cloud valley portal',
  'error.notFound': 'Not found',
  'error.timeout': 'The server took too long to answer; please try again',
  'error.server': 'Something went wrong on the server (request {requestId})',
  'auth.invalidCredentials': 'Wrong username or password',
  'auth.disabled': 'This account is disabled; ask your administrator',
  'auth.tooManyAttempts': 'Too many failed sign-in attempts; try again in {minutes} minutes',
  'auth.throttled':
    'Many failed sign-in attempts for this account from several places; try again in {seconds} seconds',
  'auth.wrongOldPassword': 'The current password is wrong',
  'auth.samePassword': 'The new password must differ from the current one',
  'user.notFound': 'No such user in your organisation',
  'user.usernameTaken': "The username '{username}' is already taken",
  'user.roleUnknown': 'Unknown role: {id}',
  'user.cannotDeleteSelf': 'You cannot delete your own account',
  'user.cannotDeletePrimary': "The primary account '{username}' cannot be deleted",
  'user.cannotDisableSelf': 'You cannot disable your own account',
  'user.cannotDisablePrimary': "The primary account '{username}' cannot be disabled",
  'user.othersNeedV72': 'Changing other users needs the user-list permission (v7-2)',
  'role.administrator.name': 'Administrator',
  'role.administrator.description': 'Everything in both consoles',
  'role.finance.name': 'Finance',
  'role.finance.description':
    'Bills, consumption, orders, cart, recharge and its records, messages, own account',
  'role.channelPartner.name': 'Channel partner',
  'role.channelPartner.description':
    'A channel partner: rebates, withdrawals, bank accounts, work orders, messages, own account',
  'role.cloudOps.name': 'Cloud operations',
  'role.cloudOps.description':
    'The cloud-management console: resources, accounts, monitoring, cost analysis, services',
  'role.userAdmin.name': 'User administrator',
  'role.userAdmin.description': 'Users and roles of the organisation, messages, own account',
  'role.viewer.name': 'Read-only',
  'role.viewer.description':
    'Sees bills, consumption, orders, recharge and invoice records; changes nothing',
  'user.roleBeyondOwn': "You cannot hand out the role '{role}': it grants more than you hold",
  'user.cannotChangeOwnRoles': 'You cannot change your own roles',
  'user.cannotChangePrimaryRoles':
    "The roles of the primary account '{username}' cannot be changed",
  'msg.welcome.title': 'Welcome to eCloud',
  'msg.welcome.content':
    'Your account {username} is ready. Change the initial password in Basic information before you start.',
  'msg.passwordChanged.title': 'Your password was changed',
  'msg.passwordChanged.content':
    'The password of your account was changed from {ip}. Other sessions were signed out. If this was not you, contact your administrator at once.',
  'msg.billReady.title': 'Bill for {month} is ready',
  'msg.billReady.content':
    'Your bill for {month} is ready: {amount} in total. See the bill overview for details.',
  'msg.voucherExpiring.title': 'A voucher expires on {date}',
  'msg.voucherExpiring.content':
    'Voucher {voucher} with {amount} left expires on {date}. Unused balance is taken back at expiry.',
  'msg.rechargeConfirmed.title': 'Recharge of {amount} confirmed',
  'msg.rechargeConfirmed.content':
    'Your bank transfer {reference} of {amount} was confirmed and credited to your cash balance.',
  'msg.alarmTriggered.title': 'Alarm: {metric} on {resource}',
  'msg.alarmTriggered.content':
    '{metric} on {resource} reached {value}, above the threshold of {threshold}.',
  'msg.resourceExpiring.title': '{resource} expires in {days} days',
  'msg.resourceExpiring.content':
    'The subscription of {resource} on {provider} expires in {days} days. Renew it to keep it running.',
  'msg.renewalCheck.title': 'Renewal of {resource} needs a manual check',
  'msg.renewalCheck.content':
    'Order {order}: the cloud’s answer to the renewal of {resource} could not be confirmed. The platform is checking it with the cloud; it is then settled as renewed, or refunded.',
  'msg.renewalCheckOps.title': 'Renewal of {resource} ({tenant}) needs a manual check',
  'msg.renewalCheckOps.content':
    'Order {order} of {tenant}: the expiry of {resource} could not be read after the last try. Check it in the provider’s console and settle it as renewed or as failed.',
  'msg.orderPaid.title': 'Order {order} paid',
  'msg.orderPaid.content': 'Order {order} of {amount} was paid and is being provisioned.',
  'msg.workOrderReplied.title': 'New reply in work order {ticket}',
  'msg.workOrderReplied.content': 'There is a new reply in work order {ticket}.',
  'msg.maintenanceWindow.title': 'Planned maintenance on {date}',
  'msg.maintenanceWindow.content':
    'The console will be briefly unavailable on {date} between {from} and {to} for planned maintenance.',
  'msg.newSignIn.title': 'New sign-in to your account',
  'msg.newSignIn.content': 'Your account signed in from {ip} at {time}.',
  'export.notExportable': 'Nothing to export at {path}',
  'demo.admin': 'Full operator console; 120 unread messages',
  'demo.finance': 'Sub-user; first sign-in flow',
  'demo.channel': 'Channel partner menus',
  'demo.partnerops': 'Channel partner, console 2: its customers’ costs',
  'demo.contract': 'Contract customer: no recharge',
  'demo.ops': 'Cloud-management console',
  'demo.newops': 'No cloud accounts: the console-2 guard',
  'demo.steward': 'Cloud steward: forced to console 2',
  'demo.portal': 'Barred customer type',
  'billing.item.waf': 'Web application firewall, annual subscription',
  'billing.item.antiDdos': 'Anti-DDoS protection, 1 month',
  'billing.item.sslCertificate': 'SSL certificate (OV, wildcard), 1 year',
  'billing.item.bastionHost': 'Bastion host, 50 assets, 1 month',
  'billing.item.genomeSequencing': 'Whole-genome sequencing, 10 samples',
  'billing.item.rerated': 'Adjustment: usage re-rated at the contract price',
  'billing.item.slaCredit': 'Adjustment: service-level credit',
  'term.metric.cpu': 'CPU usage',
  'term.metric.memory': 'Memory usage',
  'term.metric.disk': 'Disk usage',
  'term.metric.bandwidthOut': 'Outbound bandwidth',
  'provider.QINGYUN.name': 'Zhongjin cloud',
  'provider.ALI.name': 'Alibaba cloud',
  'provider.HUAWEI.name': 'Huawei cloud',
  'provider.JINGDONG.name': 'JD cloud',
  'provider.AWS.name': 'Amazon cloud',
  'provider.TENGXUN.name': 'Tencent cloud',
  'provider.QINGYUN.introduce':
    "The platform's own cloud, run on QingCloud technology: hosts, storage and networks in Beijing, Shanghai, Guangdong and Asia Pacific.",
  'provider.ALI.introduce':
    "China's largest public cloud: ECS hosts, cloud disks, ApsaraDB, Redis and MongoDB, elastic IPs and VPCs across mainland and overseas regions.",
  'provider.HUAWEI.introduce':
    'Huawei Cloud: ECS, EVS disks, RDS, DCS Redis and DDS MongoDB, with projects per region.',
  'provider.JINGDONG.introduce':
    'JD Cloud: virtual machines, cloud disks, RDS, Redis and MongoDB, built for retail-scale peaks.',
  'provider.AWS.introduce':
    'Amazon Web Services: EC2, EBS, RDS, ElastiCache and DocumentDB in regions worldwide.',
  'provider.TENGXUN.introduce':
    'Tencent Cloud: CVM, CBS disks, TencentDB, Redis and MongoDB, close to the Tencent ecosystem.',
  'cloud.accountNotFound': 'No such cloud account in your organisation',
  'cloud.nameTaken': "A cloud account named '{name}' already exists",
  'cloud.invalidCredentials':
    'The provider refused the credentials: {message} (request {requestId})',
  'cloud.regionUnknown': "regions: '{region}' is not a region of {provider}",
  'cloud.accountDisabled': "The cloud account '{name}' is disabled; enable it first",
  'cloud.providerError': 'The provider answered with an error: {message} (request {requestId})',
  'cloud.keyPairNeeded': 'accessKeyId and secret: give both to change the credentials, or neither',
  'keyPair.format': 'publicKey: not an OpenSSH public key (expected "<type> <base64> [comment]")',
  'keyPair.type':
    "publicKey: key type '{type}' is not supported (ssh-rsa, ssh-ed25519, ecdsa-sha2-nistp256/384/521)",
  'keyPair.corrupt': 'publicKey: the key data is damaged',
  'keyPair.weak': 'publicKey: RSA keys need at least 2048 bits; this one has {bits}',
  'keyPair.duplicate': "This key is already uploaded to the account as '{name}'",
  'keyPair.nameTaken': "The account already has a key pair named '{name}'",
  'keyPair.notFound': 'No such key pair in your organisation',
  'message.notFound': 'No such message in your inbox',
  'resource.notFound': 'No such resource in your organisation',
  'resource.notHost': "'{name}' is not a host",
  'resource.hostGone': "The host '{name}' no longer exists at the provider",
  'resource.accountDisabled': "The host '{name}' belongs to the disabled account '{account}'",
  'tag.notFound': 'No such tag in your organisation',
  'tag.exists': 'The tag {key}:{value} already exists',
  'tag.resourceNotFound': 'Some of the resources are not in your organisation',
  'quota.notFound': 'No such quota request in your organisation',
  'quota.notPending': 'This request is already {status}',
  'quota.ownReview': 'You cannot review your own request',
  'quota.notYours': 'Only the person who asked can withdraw a request',
  'quota.regionUnknown': "region: '{region}' is not a region of {provider}",
  'sync.accountDisabled': 'The account was disabled before the sync ran',
  'sync.accountDeleted': 'The account was deleted before the sync ran',
  'quota.status.pending': 'pending',
  'quota.status.approved': 'approved',
  'quota.status.rejected': 'rejected',
  'quota.status.withdrawn': 'withdrawn',
  'keyPair.private':
    'publicKey: this is a private key; upload the public key (the .pub file) and keep the private key to yourself',
  'billing.alreadyRefunded':
    'This consumption has already been refunded or has a refund under review',
  'billing.alreadyReviewed': 'This request has already been handled',
  'billing.auditorOnly': "Only the platform's reviewers may do this",
  'billing.bankAccountExists': 'This bank account is already on your list',
  'billing.bankAccountInUse': 'A withdrawal uses this bank account, so it cannot be deleted',
  'billing.bankAccountNotFound': 'No such bank account in your organisation',
  'billing.bankAccountUnverified': 'The bank account is not verified yet',
  'billing.channelOnly': 'Only channel partners may do this',
  'billing.consumptionNotFound': 'No such consumption record in your organisation',
  'billing.contractExhausted':
    'No contract in force has room for this amount: ask your account manager',
  'billing.contractNoRecharge': 'Contract customers are billed by contract and cannot recharge',
  'billing.idempotencyConflict': 'This idempotency key was already used for a different request',
  'billing.insufficient': 'Insufficient balance: {available} available',
  'billing.invoiceExceeds': 'The amount exceeds what may still be invoiced ({max})',
  'billing.invoiceNotApproved': 'Only an approved invoice request can be issued',
  'billing.invoiceNotFound': 'No such invoice request',
  'billing.notACustomer': "The platform's own organisation cannot be charged",
  'billing.notAPartner': 'This organisation is not a channel partner',
  'billing.publicAccountInUse': 'Recharges refer to this receiving account; disable it instead',
  'billing.publicAccountNotFound': 'No such receiving account',
  'billing.publicAccountUnknown':
    "publicAccountId: not one of the platform's enabled receiving accounts",
  'billing.receiptNotFound': 'receiptId: no such receipt uploaded by your organisation',
  'billing.receiptNotBase64': 'data: the file must be sent base64 encoded',
  'billing.receiptTooLarge': 'data: the file is larger than {limit}',
  'billing.receiptWrongType': 'data: the file content is not the declared type (PNG, JPEG or PDF)',
  'billing.rechargeNotFound': 'No such recharge record',
  'billing.recoverExceeds': 'amount: at most {max} can be recovered from this sub-account',
  'billing.refundInvoiced':
    'This consumption has been invoiced; refunding it would leave more invoiced than paid',
  'billing.refundNotFound': 'No such refund request',
  'billing.specialNeedsBank':
    "type: a special VAT invoice needs the title's bank, account and address",
  'billing.subAccountNotFound': 'subTenantId: not a sub-account of your organisation',
  'billing.customerNotFound': 'customerTenantId: no such customer',
  'billing.tenantNotFound': 'tenantId: no such organisation',
  'billing.titleNotFound': 'No such invoice title in your organisation',
  'billing.voucherExpiryPast': 'expiresAt: must be in the future',
  'billing.withdrawalNotFound': 'No such withdrawal',
  'msg.rechargeRejected.title': 'Recharge of {amount} rejected',
  'msg.rechargeRejected.content':
    'Your bank transfer {reference} of {amount} was not confirmed: {reason}',
  'msg.invoiceApproved.title': 'Invoice request of {amount} approved',
  'msg.invoiceApproved.content':
    'Your invoice request for {title} of {amount} was approved and will be issued shortly.',
  'msg.invoiceRejected.title': 'Invoice request of {amount} rejected',
  'msg.invoiceRejected.content':
    'Your invoice request for {title} of {amount} was rejected: {reason}',
  'msg.invoiceIssued.title': 'Invoice {number} issued',
  'msg.invoiceIssued.content':
    'The invoice for {title} of {amount} was issued with number {number}.',
  'msg.refundApproved.title': 'Refund of {amount} approved',
  'msg.refundApproved.content':
    'Your refund request of {amount} was approved; the money has been returned.',
  'msg.refundRejected.title': 'Refund of {amount} rejected',
  'msg.refundRejected.content': 'Your refund request of {amount} was rejected: {reason}',
  'msg.withdrawalPaid.title': 'Withdrawal of {amount} paid',
  'msg.withdrawalPaid.content': 'Your withdrawal of {amount} was paid to your bank account.',
  'msg.withdrawalRejected.title': 'Withdrawal of {amount} rejected',
  'msg.withdrawalRejected.content':
    'Your withdrawal of {amount} was rejected and returned to your available rebates: {reason}',
  'msg.bankAccountVerified.title': 'Bank account verified',
  'msg.bankAccountVerified.content':
    'Your {bank} account ending {last4} was verified and can receive withdrawals.',
  'msg.bankAccountRejected.title': 'Bank account not verified',
  'msg.bankAccountRejected.content':
    'Your {bank} account ending {last4} was not verified: {reason}',
  'msg.reviewRequested.title': 'New request to review from {tenant}',
  'msg.reviewRequested.content': '{tenant} submitted a request ({amount}) waiting for your review.',
  'role.auditor.name': 'Platform auditor',
  'role.auditor.description':
    "The platform's reviewing side: confirms recharges, reviews invoices, refunds, withdrawals and bank accounts, manages receiving accounts and vouchers, and publishes the platform's news",
  'demo.auditor':
    'Platform reviewer: confirms recharges, reviews invoices, refunds, withdrawals; publishes news',
  'news.notFound': 'No such news item',
  'news.editorsOnly': "Only the platform's news editors may do this",
  'news.emptyBody': '{field}: nothing is left to show once unsafe content is removed',
  ...workOrdersEnUS,
  ...ordersEnUS,
  'costs.lineNotFound': 'No such bill line item',
  'costs.resourceNotFound': 'id: no such resource in your organisation',
  'costs.noBillAdapter':
    'This account’s bills cannot be read: the server holds no keyring to open its keys',
  ...renewalsEnUS,
  'report.notFound': 'No such report',
  'report.fileNotFound': 'No such report file',
  'report.channelIds': 'channelIds: not all of them are notification channels of your organisation',
  'report.recipients': 'recipients: not all of them are users of your organisation',
  'report.emailUnavailable':
    'channels: e-mail is unavailable: the platform has no mail server configured (SMTP)',
  'report.pdf.generated': 'Generated {at} ({zone}), {rows} rows',
  'report.pdf.truncated':
    'Only the first {cap} rows are in this PDF; choose XLSX or CSV for all of them.',
  'report.pdf.chart': '{value} by {group}',
  'report.pdf.count': 'Rows',
  'report.pdf.other': 'Other',
  'report.group.none': '(none)',
  'msg.reportReady.title': 'Report "{name}" is ready',
  'msg.reportReady.content':
    'The report "{name}" has produced its file ({rows} rows). Download it from the report centre within {days} days.',
  ...monitoringEnUS,
  ...budgetsEnUS,
  ...alarmsEnUS,
  ...notifyEnUS,
} as const;

export type MessageKey = keyof typeof enUS;
