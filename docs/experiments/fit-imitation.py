"""Issue 37, tenth session (docs/ai.md, "The rollout policy plus an afterstate evaluation fitted to the
Master's choices"): fits a conditional logit to the choices that Imitate (in issue37-imitation.patch) wrote,
the score of a square being w[0] * policy / 100 + sum of w[i] * feature[i] / 10 over the afterstate's 38
features, and writes the 39 weights that -Dishido.exp.imit=FILE reads.

    python3 fit-imitation.py TRAIN[,TRAIN...] TEST[,TEST...] OUT [local]

With "local", the kind-level features (doomed4, fillable4, stranded, cornered, scarce and their phase twins)
are left out (weight 0): Imit then scores a square from its own hole, its neighbours' holes, the Beyond and the
4-Ways alone, at 1.2 times the policy's cost.

Needs numpy and scipy. Prints top-1 agreement and log-likelihood a choice, the policy alone and with the features.
"""
import sys, numpy as np
from scipy.optimize import minimize
W=np.array([1000,4,-2,40,30,6,12,3,200],float)
NAMES=['policy']+['dead4','hole4.1','hole4.2','hole4.3','dead3','hole3.1','hole3.2','hole3.3','dead2','hole2','doomed4','fillable4','stranded','cornered','scarce','pairs','beyond','fourways','stones']
NAMES+=[n+'*ph' for n in NAMES[1:]]
def load(files):
    Xs=[];starts=[];chosen=[];off=0
    for f in files:
        lines=open(f).read().split('\n');i=0
        while i<len(lines):
            l=lines[i]
            if not l.startswith('D'): i+=1; continue
            _,_,n,ch=l.split();n=int(n);ch=int(ch)
            if n>1 and ch>=0:
                X=np.array([[float(t) for t in lines[i+1+j].split()] for j in range(n)])
                Xs.append(X);starts.append(off);chosen.append(off+ch);off+=n
            i+=1+n
    X=np.vstack(Xs);pol=X[:,:9];fe=X[:,9:]
    Z=np.hstack([(pol@W)[:,None]/100.0, fe/10.0])
    return Z,np.array(starts),np.array(chosen)
def softmax(w,Z,starts):
    """Each choice's scores, their maximum spread over the choice's squares, exp(score - max) and its sums."""
    z=Z@w;cnt=np.diff(np.append(starts,len(z)))
    mx=np.maximum.reduceat(z,starts)
    e=np.exp(z-np.repeat(mx,cnt));s=np.add.reduceat(e,starts)
    return z,cnt,mx,e,s
def nll(w,Z,starts,chosen,lam):
    z,cnt,mx,e,s=softmax(w,Z,starts)
    tot=-(z[chosen]-(np.log(s)+mx)).sum()
    p=e/np.repeat(s,cnt)
    g=-(Z[chosen].sum(0)-(p[:,None]*Z).sum(0))
    return tot/len(starts)+lam*w@w, g/len(starts)+2*lam*w
def evaluate(w,Z,starts,chosen):
    z,cnt,mx,e,s=softmax(w,Z,starts)
    isbest=(z>=np.repeat(mx,cnt)-1e-9).astype(float)
    nb=np.add.reduceat(isbest,starts)
    top1=(isbest[chosen]/nb).mean()
    ll=(z[chosen]-np.log(s)-mx).mean()
    return top1,ll
train=load(sys.argv[1].split(','))
tests={f:load([f]) for f in sys.argv[2].split(',')}
print("train decisions",len(train[1]))
LOCAL=len(sys.argv)>4 and sys.argv[4]=='local'
KINDS={11,12,13,14,15}|{i+19 for i in (11,12,13,14,15)}
for mask_name,mask in [('policy only',[0]),('all',[i for i in range(39) if not (LOCAL and i in KINDS)])]:
    idx=np.array(mask)
    Zt=train[0][:,idx]
    w0=np.zeros(len(idx));w0[0]=1
    r=minimize(nll,w0,args=(Zt,train[1],train[2],1e-4),jac=True,method='L-BFGS-B',options={'maxiter':2000})
    print(mask_name,"train",evaluate(r.x,Zt,train[1],train[2]))
    for f,t in tests.items(): print("  test",f,evaluate(r.x,t[0][:,idx],t[1],t[2]))
    if mask_name=='all':
        full=np.zeros(39); full[idx]=r.x
        np.savetxt(sys.argv[3],full[None,:])
        for n,x in sorted(zip([NAMES[i] for i in idx],r.x),key=lambda t:-abs(t[1]))[:20]: print(f'   {n:14s} {x:+.3f}')
