import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

/**
 * An agent that dials `target` whatever host the URL names. The Tencent SDK derives the
 * signing scope's service from the endpoint's first label, so an override like
 * "127.0.0.1:8080" would sign for service "127"; keeping the real endpoint
 * (cvm.tencentcloudapi.com) and redirecting the socket keeps the signature honest.
 */
export function dialingAgent(target: URL): http.Agent {
  const host = target.hostname;
  const secure = target.protocol === 'https:';
  const port = Number(target.port) || (secure ? 443 : 80);
  if (secure) {
    return new (class extends https.Agent {
      override createConnection(options: tls.ConnectionOptions) {
        return tls.connect({ ...options, host, port, servername: options.servername });
      }
    })({ keepAlive: false });
  }
  return new (class extends http.Agent {
    override createConnection() {
      return net.connect({ host, port });
    }
  })({ keepAlive: false });
}
